import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderFeature } from 'shared-ui/testing';
import { TechnologiesGrid } from './technologies-grid';

describe('TechnologiesGrid', () => {
  it('is accessible and lists the 12 technologies of the spec with what each is for', async () => {
    const { container } = renderFeature(<TechnologiesGrid />);
    const list = screen.getByRole('list', { name: 'Технологии' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'React',
      'Node.js',
      'Python',
      'PostgreSQL',
      'MongoDB',
      'AWS',
      'Docker',
      'Kubernetes',
      'React Native',
      'Flutter',
      'TensorFlow',
      'Redis',
    ]);
    expect(within(list).getByText('Машинное обучение и нейросети')).toBeVisible();
    expect(await axe(container)).toHaveNoViolations();
  });
});
