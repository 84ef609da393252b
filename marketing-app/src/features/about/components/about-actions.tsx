import { useState } from 'react';
import { Button, buttonRowStyles } from 'shared-ui';
import { ConsultationDialog, lazyDialog } from 'shared-ui/forms';

// The agency's story lists both divisions' services from the catalog: it comes with its first opening.
const AboutDialog = lazyDialog(
  () => import(/* webpackChunkName: "about-dialog" */ './about-dialog'),
  'AboutDialog',
  { withStore: false },
);

/** The about section's buttons: more about the agency, and the consultation request. */
export function AboutActions() {
  const [aboutOpen, setAboutOpen] = useState(false);
  const [consultationOpen, setConsultationOpen] = useState(false);
  return (
    <div css={(theme) => ({ ...buttonRowStyles(theme), marginTop: theme.space.xl })}>
      <Button size="lg" variant="secondary" onClick={() => setAboutOpen(true)}>
        Узнать больше о нас
      </Button>
      <Button size="lg" onClick={() => setConsultationOpen(true)}>
        Получить консультацию
      </Button>
      <AboutDialog open={aboutOpen} onOpenChange={setAboutOpen} />
      <ConsultationDialog open={consultationOpen} onOpenChange={setConsultationOpen} />
    </div>
  );
}
