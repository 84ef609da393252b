import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../testing/render-with-theme';
import ru from '../../texts/ru';
import { Button } from '../button/button';
import { LoadFailure } from './load-failure';

const loadFailureTexts = ru.loadFailure;

describe('LoadFailure', () => {
  it('is an accessible alert with a retry and the actions beside it', async () => {
    const { container } = renderWithTheme(
      <LoadFailure message="Не удалось загрузить форму." onRetry={() => undefined}>
        <Button variant="secondary">Закрыть</Button>
      </LoadFailure>,
    );
    expect(await axe(container)).toHaveNoViolations();
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить форму.');
    expect(screen.getByRole('button', { name: 'Закрыть' })).toBeInTheDocument();
  });

  it('is busy while a retry loads and says so each time one fails too', async () => {
    let fail: (error: Error) => void = () => undefined;
    const onRetry = jest.fn(
      () =>
        new Promise<void>((_, reject) => {
          fail = reject;
        }),
    );
    renderWithTheme(<LoadFailure message="Не удалось загрузить раздел." onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: loadFailureTexts.retry }));
    expect(screen.getByRole('button', { name: loadFailureTexts.retrying })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    fail(new Error('Loading chunk store failed'));
    expect(await screen.findByText(loadFailureTexts.failedAgain)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: loadFailureTexts.retry }));
    expect(screen.queryByText(loadFailureTexts.failedAgain)).not.toBeInTheDocument();
    fail(new Error('Loading chunk store failed'));
    expect(await screen.findByText(loadFailureTexts.failedAgain)).toBeInTheDocument();
    expect(onRetry).toHaveBeenCalledTimes(2);
  });
});
