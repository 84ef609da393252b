import type { Client } from 'shared-data/marketing';

/** A client's mark: its initials in a badge beside its name and industry. */
export function ClientLogo({ client }: { client: Client }) {
  return (
    <div
      css={(theme) => ({
        display: 'flex',
        alignItems: 'center',
        gap: theme.space.sm,
        width: '18rem',
        height: '100%',
        padding: theme.space.md,
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radii.lg,
        background: theme.colors.surface,
      })}
    >
      <span
        aria-hidden="true"
        css={(theme) => ({
          display: 'inline-flex',
          flexShrink: 0,
          alignItems: 'center',
          justifyContent: 'center',
          width: '3.5rem',
          height: '3.5rem',
          borderRadius: theme.radii.pill,
          background: theme.colors.primary,
          color: theme.colors.primaryContrast,
          fontWeight: theme.fontWeights.extrabold,
          fontSize: theme.fontSizes.lg,
        })}
      >
        {client.initials}
      </span>
      <span css={{ minWidth: 0 }}>
        <strong css={{ display: 'block' }}>{client.name}</strong>
        <span css={(theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm })}>
          {client.industry}
        </span>
      </span>
    </div>
  );
}
