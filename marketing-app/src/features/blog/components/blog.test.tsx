import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { formatDate } from 'shared-data/catalog';
import { blogArticles, featuredArticle, newsletterUnavailableNotice } from 'shared-data/testing';
import { renderFeature } from 'shared-ui/testing';
import { preloadIslands } from '../../../testing/preload-islands';
import { BlogArticles } from './blog-articles';
import { NewsletterBox } from './newsletter-box';

beforeAll(preloadIslands);

describe('blog', () => {
  it('features the first article and lists the other five with their details', async () => {
    const { container } = renderFeature(<BlogArticles />);
    const featured = screen.getByRole('article', { name: featuredArticle.title });
    expect(featured).toHaveTextContent(featuredArticle.excerpt);
    expect(featured).toHaveTextContent(featuredArticle.author);
    expect(featured).toHaveTextContent(formatDate(featuredArticle.date));
    expect(featured).toHaveTextContent(`${featuredArticle.readTime} мин чтения`);
    expect(featured).toHaveTextContent('2 480 просмотров');
    expect(featured).toHaveTextContent(`${featuredArticle.comments} комментариев`);
    const listed = within(screen.getByRole('list', { name: 'Другие статьи' })).getAllByRole('listitem', {
      name: (name) => blogArticles.some((article) => article.title === name),
    });
    expect(listed.map((item) => within(item).getByRole('heading').textContent)).toEqual(
      blogArticles.slice(1).map((article) => article.title),
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says why the articles cannot be opened yet and offers no button that does nothing', () => {
    renderFeature(<BlogArticles />);
    const read = screen.getByRole('button', { name: 'Читать статью' });
    expect(read).toBeDisabled();
    expect(read).toHaveAccessibleDescription(/Полные тексты статей готовятся к публикации/);
    for (const more of screen.getAllByRole('button', { name: 'Читать далее' })) expect(more).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Загрузить еще статьи' })).not.toBeInTheDocument();
  });

  it('checks the newsletter address in Russian and says honestly that nothing is sent', async () => {
    const { container, invoke } = renderFeature(<NewsletterBox />);
    const email = screen.getByRole('textbox', { name: 'Email' });
    fireEvent.change(email, { target: { value: 'reader@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Подписаться' }));
    expect(await screen.findByText('Введите корректный email')).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    fireEvent.change(email, { target: { value: 'reader@example.uz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Подписаться' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(newsletterUnavailableNotice.title),
    );
    expect(screen.getByRole('status')).toHaveTextContent('никуда не отправлен');
    expect(invoke).not.toHaveBeenCalled();
    expect(await axe(container)).toHaveNoViolations();
  });
});
