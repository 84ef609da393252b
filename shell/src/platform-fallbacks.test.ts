import { closeDialogsOnTheirBackdrop } from './platform-fallbacks';

describe('closeDialogsOnTheirBackdrop', () => {
  it('closes a light-dismiss dialog on a click outside its box, and not on its content or another dialog', () => {
    closeDialogsOnTheirBackdrop(window);
    document.body.innerHTML =
      '<dialog id="menu" closedby="any"><a href="#top">Наверх</a></dialog><dialog id="order"><p>Заявка</p></dialog>';
    const [menu, order] = [...document.querySelectorAll('dialog')] as [HTMLDialogElement, HTMLDialogElement];
    const box = { left: 100, right: 300, top: 100, bottom: 400, width: 200, height: 300, x: 100, y: 100 };
    for (const dialog of [menu, order]) {
      dialog.getBoundingClientRect = () => ({ ...box, toJSON: () => box });
      dialog.showModal();
    }
    const click = (target: Element, clientX: number, clientY: number) =>
      target.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX, clientY, detail: 1 }));
    click(menu, 150, 150);
    click(menu.querySelector('a') as Element, 20, 20);
    expect(menu.open).toBe(true);
    click(order, 20, 20);
    expect(order.open).toBe(true);
    click(menu, 20, 20);
    expect(menu.open).toBe(false);
  });
});
