import { Text } from 'shared-ui';

/** How an action went: a status for success, an alert for a refusal. */
export type Outcome = { ok: boolean; text: string } | undefined;

/** Says how the last action went, beside its controls, where no notice covers the page's own controls. */
export function OutcomeLine({ outcome }: { outcome: Outcome }) {
  // Both regions stay in place so a screen reader announces each change of their text.
  return (
    <div>
      <Text role="status">{outcome?.ok ? outcome.text : null}</Text>
      <Text role="alert" css={(theme) => ({ color: theme.colors.danger })}>
        {outcome && !outcome.ok ? outcome.text : null}
      </Text>
    </div>
  );
}
