import { referralTerms } from 'shared-data';
import { Container, Heading, PageLayout, Section, Text } from 'shared-ui';

/** `/ambassador`: registration and the ambassador's dashboard. */
export function AmbassadorPage() {
  return (
    <PageLayout variant="marketing">
      <Section aria-labelledby="ambassador-title">
        <Container>
          <Heading level={1} id="ambassador-title">
            Станьте амбассадором
          </Heading>
          <Text variant="lead">
            Рекомендуйте нас и получайте {referralTerms.commissionPercent}% комиссии с каждой оплаты по вашему
            промокоду. Регистрация занимает 30 секунд.
          </Text>
        </Container>
      </Section>
    </PageLayout>
  );
}
