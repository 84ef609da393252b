import { claimsTexts, siteClaimsIn } from 'shared-data/catalog';
import { aboutAgencyIn, aboutTexts } from 'shared-data/marketing';
import { Button, Heading, Text, useTexts } from 'shared-ui';
import { Grid, Stat, StatList } from 'shared-ui/content';
import { Dialog, DialogClose } from 'shared-ui/layout';
import { CatalogIcon } from '../../../components/catalog-icon';
import { ServiceList, useDivisionServices } from '../../../components/division-services';
import { marketingTexts } from '../../../texts/book';

/** The id of the about dialog, which its button names; `about` itself is the section's anchor. */
export const aboutDialogId = 'about-agency';

function Part({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} css={(theme) => ({ display: 'grid', gap: theme.space.sm })}>
      <Heading level={3} size="sm">
        {title}
      </Heading>
      {children}
    </section>
  );
}

/**
 * "Узнать больше о нас": history, mission, vision, achievements, values and both divisions' services. Static markup
 * in the page, closed until its button opens it.
 */
export function AboutDialog() {
  const texts = useTexts(marketingTexts);
  const { profiles: divisionProfiles, marketingServices, digitalServices } = useDivisionServices();
  const aboutAgency = aboutAgencyIn(useTexts(aboutTexts), siteClaimsIn(useTexts(claimsTexts)));
  return (
    <Dialog
      id={aboutDialogId}
      size="lg"
      title={aboutAgency.dialogTitle}
      description={aboutAgency.dialogDescription}
      closeLabel={texts.about.closeLabel}
      textOnly
      footer={
        <DialogClose asChild>
          <Button variant="secondary">{texts.about.close}</Button>
        </DialogClose>
      }
    >
      <div css={(theme) => ({ display: 'grid', gap: theme.space.xl })}>
        {aboutAgency.story.map((part) => (
          <Part key={part.id} title={part.title}>
            <Text>{part.text}</Text>
          </Part>
        ))}
        <Part title={aboutAgency.achievementsTitle}>
          <div
            css={(theme) => ({
              '& > dl': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
              [theme.mq.md]: { '& > dl': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
            })}
          >
            <StatList>
              {aboutAgency.achievements.map((claim) => (
                <Stat key={claim.id} value={claim.value} label={claim.label} />
              ))}
            </StatList>
          </div>
        </Part>
        <Part title={aboutAgency.valuesTitle}>
          <Grid as="ul" columns={{ base: 1, md: 3 }} gap="md">
            {aboutAgency.values.map((value) => (
              <li
                key={value.id}
                css={(theme) => ({
                  display: 'grid',
                  gap: theme.space.xs,
                  alignContent: 'start',
                  padding: theme.space.md,
                  borderRadius: theme.radii.md,
                  background: theme.colors.primarySubtle,
                })}
              >
                <span css={(theme) => ({ color: theme.colors.primary })}>
                  <CatalogIcon name={value.icon} />
                </span>
                <Heading level={4} size="xs">
                  {value.title}
                </Heading>
                <Text variant="small">{value.description}</Text>
              </li>
            ))}
          </Grid>
        </Part>
        <Part title={aboutAgency.servicesTitle}>
          <Heading level={4} size="xs">
            {divisionProfiles.marketing.name}
          </Heading>
          <ServiceList
            label={texts.common.divisionServices(divisionProfiles.marketing.name)}
            services={marketingServices}
          />
          <Heading level={4} size="xs">
            {divisionProfiles.digital.name}
          </Heading>
          <ServiceList
            label={texts.common.divisionServices(divisionProfiles.digital.name)}
            services={digitalServices}
          />
        </Part>
      </div>
    </Dialog>
  );
}
