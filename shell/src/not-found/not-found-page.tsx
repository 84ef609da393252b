import { AppLink } from 'shared-ui';
import { ShellPage } from '../shell-page';

/** The page for a path no division owns. */
export function NotFoundPage() {
  return (
    <ShellPage
      title="Oops! Page not found"
      lead="Такой страницы нет. Возможно, ссылка устарела или в адресе опечатка."
    >
      <AppLink href="/">Вернуться на главную</AppLink>
    </ShellPage>
  );
}
