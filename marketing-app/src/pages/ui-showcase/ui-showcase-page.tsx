import { type ReactNode, useState } from 'react';
import {
  claimsTexts,
  formatMoney,
  marketingHeroStatsOf,
  marketingPlansIn,
  marketingPlansTexts,
  promoBannerIn,
  promoTexts,
  savings,
  siteClaimsIn,
} from 'shared-data/catalog';
import {
  calculatorCategoriesIn,
  marketingCalculatorBounds,
  marketingCalculatorServicesIn,
  marketingCalculatorTexts,
} from 'shared-data/configurators';
import { calculatorInitialValues } from 'shared-data/forms';
import { testimonialsIn, testimonialsTexts } from 'shared-data/marketing';
import { Button, Container, Heading, opensDialog, Section, Text, toast, useTexts } from 'shared-ui';
import {
  Badge,
  Card,
  Carousel,
  CopyField,
  CountdownBanner,
  Grid,
  Price,
  Stat,
  StatList,
} from 'shared-ui/content';
import { DateField, EmailField, FormBody, PhoneField, SelectionField, TextField } from 'shared-ui/forms';
import {
  ConsultationDialog,
  ConsultationSection,
  CtaCard,
  consultationDialogId,
  Dialog,
  PageLayout,
  Sheet,
} from 'shared-ui/layout';

/** One titled section of the showcase. */
function ShowcaseSection({
  id,
  title,
  tone,
  children,
}: {
  id: string;
  title: string;
  tone?: 'alt';
  children: ReactNode;
}) {
  return (
    <Section aria-labelledby={id} tone={tone}>
      <Container>
        <Heading level={2} id={id}>
          {title}
        </Heading>
        {children}
      </Container>
    </Section>
  );
}

const inAWeek = () => new Date(Date.now() + 7 * 24 * 3600_000).toISOString();

/** `/__ui` in development builds: every shared component on one page, to look at in the browser. */
export function UiShowcasePage() {
  const [dialogOpen, setDialogOpen] = useState(false);
  const popular = marketingPlansIn(useTexts(marketingPlansTexts)).find((plan) => plan.id === 'popular');
  const marketingHeroStats = marketingHeroStatsOf(siteClaimsIn(useTexts(claimsTexts)));
  const promoBanner = promoBannerIn(useTexts(promoTexts));
  const testimonials = testimonialsIn(useTexts(testimonialsTexts));
  const calculatorTexts = useTexts(marketingCalculatorTexts);
  const calculatorCategories = calculatorCategoriesIn(calculatorTexts);
  const marketingCalculatorServices = marketingCalculatorServicesIn(calculatorTexts);
  return (
    <PageLayout variant="marketing">
      <CountdownBanner endsAt={inAWeek()} />
      <Section aria-labelledby="ui-title">
        <Container>
          <Heading level={1} id="ui-title">
            Компоненты сайта
          </Heading>
          <Text variant="lead">Витрина общих компонентов shared-ui (только в разработке).</Text>
          <Grid columns={{ base: 1, md: 3 }}>
            <Card>
              <Heading level={2} size="sm">
                Кнопки
              </Heading>
              <Button>Основная</Button> <Button variant="secondary">Вторичная</Button>{' '}
              <Button variant="ghost">Тихая</Button>{' '}
              <Button loading loadingLabel="Отправка...">
                Отправить
              </Button>
            </Card>
            <Card>
              <Heading level={2} size="sm">
                Цена
              </Heading>
              {popular ? (
                <Price amount={popular.price} oldAmount={popular.oldPrice} discountPercent={30} perMonth />
              ) : null}
              <Text variant="small">Экономия по формуле: {formatMoney(popular ? savings(popular) : 0)}</Text>
              <Badge tone="accent">Популярный</Badge> <Badge tone="success">Активен</Badge>
            </Card>
            <Card>
              <Heading level={2} size="sm">
                Цифры
              </Heading>
              <StatList>
                {marketingHeroStats.map((stat) => (
                  <Stat key={stat.id} value={stat.value} label={stat.label} />
                ))}
              </StatList>
            </Card>
          </Grid>
        </Container>
      </Section>
      <ShowcaseSection id="ui-overlays" title="Окна и уведомления" tone="alt">
        <Button onClick={() => setDialogOpen(true)}>Открыть диалог</Button>{' '}
        <Sheet title="Меню" trigger={<Button variant="secondary">Открыть меню</Button>}>
          <Text>Боковая панель для мобильного меню.</Text>
        </Sheet>{' '}
        <Button variant="ghost" onClick={() => toast.success('Заявка отправлена!', 'Мы свяжемся с вами.')}>
          Успех
        </Button>{' '}
        <Button variant="ghost" onClick={() => toast.error('Ошибка отправки', 'Попробуйте еще раз.')}>
          Ошибка
        </Button>
        <Button variant="secondary" {...opensDialog(consultationDialogId)}>
          Получить консультацию
        </Button>
        <ConsultationDialog />
        <Dialog
          title="Пример диалога"
          description="Фокус внутри, Escape закрывает."
          open={dialogOpen}
          onOpenChange={setDialogOpen}
        >
          <Text>Содержимое диалога.</Text>
        </Dialog>
        <CopyField label="Промокод" value="LOLA15K7" />
        <Text variant="small">{promoBanner.text}</Text>
      </ShowcaseSection>
      <ShowcaseSection id="ui-carousel" title="Карусель отзывов">
        <Carousel
          label="Отзывы клиентов"
          items={testimonials.map((item) => (
            <Card key={item.id} as="article">
              <Text>{item.text}</Text>
              <Text variant="small">
                {item.author}, {item.company}
              </Text>
            </Card>
          ))}
        />
      </ShowcaseSection>
      <ShowcaseSection id="ui-forms" title="Формы" tone="alt">
        <FormBody
          schema={(schemas) => schemas.calculatorSchema}
          initialValues={calculatorInitialValues}
          submitLabel="Проверить"
          loadingLabel="Проверяем..."
          aria-label="Пример формы"
          onSubmit={async () => {
            toast.success('Форма заполнена верно');
          }}
        >
          <TextField name="name" label="Имя" required />
          <EmailField name="email" label="Email" required />
          <PhoneField name="phone" label="Телефон" required />
          <DateField name="consultationDate" label="Дата консультации" />
          <SelectionField
            name="selection"
            label="Услуги"
            items={marketingCalculatorServices.slice(0, 6)}
            categories={calculatorCategories}
            bounds={marketingCalculatorBounds}
          />
        </FormBody>
      </ShowcaseSection>
      <CtaCard variant="both" />
      <ConsultationSection />
    </PageLayout>
  );
}
