import { useId, useState } from 'react';
import { type AdminLeadDetail, useMarkCommissionPaidMutation } from 'shared-data/admin';
import { formatDateTime } from 'shared-data/catalog';
import { Button, Heading, Text } from 'shared-ui';
import { asServerError } from 'shared-ui/forms';
import { isUnauthorized } from '../../../session/unauthorized';
import { stackStyles } from '../../../styles';
import { leadTexts } from '../lead-texts';

const texts = leadTexts.payout;

export interface CommissionPayoutProps {
  token: string;
  lead: AdminLeadDetail['lead'];
  onUnauthorized: () => void;
}

/**
 * A won lead's commission: «Комиссия выплачена» once the team has paid the ambassador, then when and who marked it
 * (the ambassador's dashboard shows «выплачено» and the date). Nothing for a lead without a commission.
 */
export function CommissionPayout({ token, lead, onUnauthorized }: CommissionPayoutProps) {
  const titleId = useId();
  const [markPaid, marking] = useMarkCommissionPaidMutation();
  const [error, setError] = useState<string>();
  if (lead.status !== 'won' || lead.commission === null) return null;
  const justMarked = marking.data?.lead.id === lead.id ? marking.data.lead.commission_paid : null;
  const paid = lead.commission_paid ?? justMarked;

  const mark = async () => {
    setError(undefined);
    try {
      await markPaid({ token, id: lead.id }).unwrap();
    } catch (failure) {
      if (isUnauthorized(failure)) onUnauthorized();
      else setError(`${texts.failed}: ${asServerError(failure).message}`);
    }
  };

  return (
    <section
      aria-labelledby={titleId}
      css={(theme) => ({
        ...stackStyles('xs')(theme),
        marginTop: theme.space.lg,
      })}
    >
      <Heading level={3} size="sm" id={titleId}>
        {texts.title}
      </Heading>
      {paid ? null : (
        <>
          <Text>{texts.due}</Text>
          <span>
            <Button loading={marking.isLoading} loadingLabel={texts.marking} onClick={mark}>
              {texts.mark}
            </Button>
          </span>
        </>
      )}
      {/* Both regions stay in place so a screen reader announces each change of their text. */}
      <Text role="status">{paid ? texts.paid(formatDateTime(paid.at), paid.by) : null}</Text>
      <Text role="alert" css={(theme) => ({ color: theme.colors.danger })}>
        {error}
      </Text>
    </section>
  );
}
