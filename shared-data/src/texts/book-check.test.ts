import { bookProblems } from './book-check';

const ru = {
  title: 'Тарифы',
  order: (plan: string) => `Заказать тариф ${plan}`,
  steps: ['Заявка', 'Звонок'],
  dialog: { close: 'Закрыть' },
};

test('two books of the same shape, the Uzbek one spelt as the site spells it, have no problems', () => {
  expect(
    bookProblems(ru, {
      title: 'Tariflar',
      order: (plan: string) => `${plan} tarifini buyurtma qilish`,
      steps: ['Ariza', 'Qo‘ng‘iroq'],
      dialog: { close: 'Yopish' },
    }),
  ).toEqual([]);
});

test('names each text missing, of another shape, empty or misspelt, with its path', () => {
  expect(
    bookProblems(ru, {
      title: '',
      order: () => 'Buyurtma',
      steps: ['Ariza'],
      dialog: { close: 'Закрыть', extra: 'Ortiqcha' },
    }),
  ).toEqual([
    { path: 'title', problem: 'is empty in Uzbek' },
    { path: 'order', problem: 'takes 1 values in Russian and 0 in Uzbek' },
    { path: 'steps', problem: 'lists 2 texts in Russian and 1 in Uzbek' },
    { path: 'dialog.close', problem: 'has Cyrillic in Uzbek: Закрыть' },
    { path: 'dialog.extra', problem: 'is missing in Russian' },
  ]);
  expect(bookProblems({ a: 'А', b: { c: 'В' } }, { b: 'B' })).toEqual([
    { path: 'a', problem: 'is missing in Uzbek' },
    { path: 'b', problem: 'is a section in Russian and a string in Uzbek' },
  ]);
  expect(bookProblems({ mark: 'Вход' }, { mark: "Kirish'" })).toEqual([
    { path: 'mark', problem: "has a look-alike apostrophe in Uzbek: '" },
  ]);
});
