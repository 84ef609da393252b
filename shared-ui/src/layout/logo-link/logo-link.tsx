import { brandName } from 'shared-data/site';
import { AppLink, type AppLinkProps } from 'shared-ui';

export type LogoLinkProps = Omit<AppLinkProps, 'children'>;

/** The agency's text mark as a link; takes the colour of its surroundings. */
export function LogoLink(props: LogoLinkProps) {
  return (
    <AppLink
      {...props}
      css={(theme) => ({
        display: 'inline-flex',
        alignItems: 'center',
        minHeight: theme.sizes.touchTarget,
        color: 'inherit',
        fontSize: theme.fontSizes.xl,
        fontWeight: theme.fontWeights.extrabold,
        letterSpacing: '0.08em',
        textDecoration: 'none',
      })}
    >
      {brandName}
    </AppLink>
  );
}
