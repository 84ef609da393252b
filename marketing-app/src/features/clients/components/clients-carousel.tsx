import { keyframes } from '@emotion/react';
import { clientsIn, clientsTexts } from 'shared-data/marketing';
import { Container, Heading, Section, useTexts } from 'shared-ui';
import { marketingTexts } from '../../../texts/book';
import { ClientLogo } from './client-logo';

const scroll = keyframes`
  to {
    transform: translateX(-50%);
  }
`;

/**
 * The five client logos drifting sideways in an endless strip that stops under the pointer or focus; visitors who
 * ask for reduced motion see a still, wrapping row. The second copy only closes the loop and is hidden from
 * assistive technology.
 */
export function ClientsCarousel() {
  const texts = useTexts(marketingTexts).clients;
  const clients = clientsIn(useTexts(clientsTexts));
  return (
    <Section aria-labelledby="clients-title" spacing="sm">
      <Container>
        <Heading level={2} id="clients-title" size="md" align="center">
          {texts.title}
        </Heading>
      </Container>
      <div
        css={(theme) => ({
          marginTop: theme.space.lg,
          overflow: 'hidden',
          maskImage: 'linear-gradient(to right, transparent, #000 8%, #000 92%, transparent)',
        })}
      >
        <div
          css={{
            display: 'flex',
            width: 'max-content',
            '@media (prefers-reduced-motion: no-preference)': {
              animation: `${scroll} 30s linear infinite`,
              '&:hover, &:focus-within': { animationPlayState: 'paused' },
            },
            '@media (prefers-reduced-motion: reduce)': {
              flexWrap: 'wrap',
              justifyContent: 'center',
              width: 'auto',
              '& > [aria-hidden]': { display: 'none' },
            },
          }}
        >
          {[false, true].map((copy) => (
            <ul
              key={String(copy)}
              aria-label={copy ? undefined : texts.list}
              aria-hidden={copy ? true : undefined}
              css={(theme) => ({
                display: 'flex',
                flexWrap: 'inherit',
                justifyContent: 'inherit',
                gap: theme.space.md,
                margin: 0,
                padding: `0 ${theme.space.md} 0 0`,
                listStyle: 'none',
              })}
            >
              {clients.map((client) => (
                <li key={client.id}>
                  <ClientLogo client={client} />
                </li>
              ))}
            </ul>
          ))}
        </div>
      </div>
    </Section>
  );
}
