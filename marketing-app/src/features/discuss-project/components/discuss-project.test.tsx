import { fireEvent, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderFeature, sharedUiRu } from 'shared-ui/testing';
import { preloadIslands } from '../../../testing/preload-islands';
import { DiscussProject } from './discuss-project';

beforeAll(preloadIslands);

describe('DiscussProject', () => {
  it('tells what to include, what happens next and how fast the agency answers', async () => {
    const { container } = renderFeature(<DiscussProject />);
    expect(screen.getByRole('heading', { level: 1, name: 'Расскажите о вашем проекте' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 }).nextElementSibling).toHaveTextContent(
      'Свяжемся с вами в течение 30 минут',
    );
    expect(
      within(screen.getByRole('list', { name: 'Что рассказать о проекте' })).getAllByRole('listitem'),
    ).toHaveLength(4);
    expect(
      within(screen.getByRole('list', { name: 'Что будет дальше' })).getAllByRole('listitem'),
    ).toHaveLength(3);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('opens the consultation dialog', async () => {
    renderFeature(<DiscussProject />);
    fireEvent.click(screen.getByRole('button', { name: 'Описать проект' }));
    const dialog = await screen.findByRole('dialog', { name: sharedUiRu.consultationDialog.title });
    expect(await within(dialog).findByRole('textbox', { name: /Имя/ })).toBeInTheDocument();
  });
});
