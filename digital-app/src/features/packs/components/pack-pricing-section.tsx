import { Container, Heading, Section, Text } from 'shared-ui';

/** The landing's packs section (anchor `pricing`). */
export function PackPricingSection() {
  return (
    <Section id="pricing" aria-labelledby="packs-title">
      <Container>
        <Heading level={2} id="packs-title">
          Пакеты
        </Heading>
        <Text>Готовые пакеты и конструктор проекта.</Text>
      </Container>
    </Section>
  );
}
