import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, type ReactNode, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { loadOnce } from 'shared-data/site';
import { LoadBoundary, lazyComponent } from './lazy-component';

function Greeting({ name }: { name: string }) {
  return <p>Здравствуйте, {name}</p>;
}

function Broken(): never {
  throw new Error('Ошибка в коде');
}

class Outer extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    return this.state.error ? <p>Поймано: {this.state.error.message}</p> : this.props.children;
  }
}

const chunkError = () => Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' });

describe('lazyComponent', () => {
  it('renders loaded code at once, on the server too, without showing the fallback', async () => {
    const code = loadOnce(async () => ({ Greeting }));
    const Lazy = lazyComponent(code, 'Greeting');
    await Lazy.preload();
    expect(renderToString(<Lazy name="Лола" />)).toBe('<p>Здравствуйте, <!-- -->Лола</p>');
    render(
      <Suspense fallback={<span>Загрузка</span>}>
        <Lazy name="Лола" />
      </Suspense>,
    );
    expect(screen.getByText('Здравствуйте, Лола')).toBeInTheDocument();
    expect(screen.queryByText('Загрузка')).not.toBeInTheDocument();
  });

  it('shows the fallback until the code arrives, fetching it once for preload and render', async () => {
    let arrive: (module: { Greeting: typeof Greeting }) => void = () => undefined;
    const importModule = jest.fn(
      () => new Promise<{ Greeting: typeof Greeting }>((resolve) => (arrive = resolve)),
    );
    const Lazy = lazyComponent(loadOnce(importModule), 'Greeting');
    const preloaded = Lazy.preload();
    render(
      <Suspense fallback={<span>Загрузка</span>}>
        <Lazy name="Азиз" />
      </Suspense>,
    );
    expect(screen.getByText('Загрузка')).toBeInTheDocument();
    await act(async () => {
      arrive({ Greeting });
      await preloaded;
    });
    expect(await screen.findByText('Здравствуйте, Азиз')).toBeInTheDocument();
    expect(importModule).toHaveBeenCalledTimes(1);
  });

  it('shows the failure with a retry that loads the code again', async () => {
    const importModule = jest
      .fn<Promise<{ Greeting: typeof Greeting }>, []>()
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValueOnce({ Greeting });
    const Lazy = lazyComponent(loadOnce(importModule), 'Greeting');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <LoadBoundary
        failed={(retry) => (
          <button type="button" onClick={retry}>
            Повторить
          </button>
        )}
      >
        <Suspense fallback={null}>
          <Lazy name="Лола" />
        </Suspense>
      </LoadBoundary>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Здравствуйте, Лола')).toBeInTheDocument();
    expect(importModule).toHaveBeenCalledTimes(2);
    jest.mocked(console.error).mockRestore();
  });

  it('lets an error that is not a failed load go on up', async () => {
    const Lazy = lazyComponent(
      loadOnce(async () => ({ Broken })),
      'Broken',
    );
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Outer>
        <LoadBoundary failed={() => <p>Не загрузилось</p>}>
          <Suspense fallback={null}>
            <Lazy />
          </Suspense>
        </LoadBoundary>
      </Outer>,
    );
    expect(await screen.findByText('Поймано: Ошибка в коде')).toBeInTheDocument();
    expect(screen.queryByText('Не загрузилось')).not.toBeInTheDocument();
    jest.mocked(console.error).mockRestore();
  });
});
