import { AppLink, AppThemeProvider, Container, Heading, Section, Text } from 'shared-ui';

/** The page for a path no division owns. */
export function NotFoundPage() {
  return (
    <AppThemeProvider>
      <main>
        <Section aria-labelledby="not-found-title">
          <Container>
            <Heading level={1} id="not-found-title">
              Oops! Page not found
            </Heading>
            <Text variant="lead">Такой страницы нет. Возможно, ссылка устарела или в адресе опечатка.</Text>
            <AppLink href="/">Вернуться на главную</AppLink>
          </Container>
        </Section>
      </main>
    </AppThemeProvider>
  );
}
