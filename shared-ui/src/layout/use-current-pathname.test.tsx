import { act, render, screen } from '@testing-library/react';
import { useCurrentPathname } from './use-current-pathname';

function Pathname() {
  return <p>Путь: {useCurrentPathname()}</p>;
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('useCurrentPathname', () => {
  it('reads the pathname and follows navigation', () => {
    window.history.replaceState(null, '', '/pricing');
    render(<Pathname />);
    expect(screen.getByText('Путь: /pricing')).toBeInTheDocument();

    act(() => {
      window.history.pushState(null, '', '/digital/services#top');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByText('Путь: /digital/services')).toBeInTheDocument();
  });
});
