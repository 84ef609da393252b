import ru from '../../texts/ru';
import { footerNavIn, privacyLinkIn, siteMenuIn } from './site-menus';

// The marketing header as the spec lists it is `site-header.test.tsx`'s; these are the other menus.
describe('the menus in Russian', () => {
  it('label the digital header and footer as the spec lists them', () => {
    const menu = siteMenuIn('digital', ru.navigation);
    expect(menu.items.map(({ label }) => label)).toEqual([
      'Услуги',
      'Проекты',
      'Пакеты',
      'Контакты',
      'Marketing Agency',
    ]);
    expect(menu.action).toEqual({ label: 'Заказать проект', href: '/digital#contact' });
    const footer = footerNavIn('digital', ru.navigation);
    expect(footer.find((item) => item.label === 'Пакеты')?.href).toBe('/digital#pricing');
    expect(footer[0]).toEqual({ label: 'Главная', href: '/digital' });
    expect(privacyLinkIn(ru.navigation)).toEqual({ label: 'Политика конфиденциальности', href: '/privacy' });
  });
});
