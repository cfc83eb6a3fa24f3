import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import * as notFound from '../../stories/pages/errors/NotFound.stories';
import * as unauthorized from '../../stories/pages/errors/Unauthorized.stories';
import { renderPageStory, type PageStory } from '../utils/renderPageStory';

const notFoundStories = composeStories(notFound);
const unauthorizedStories = composeStories(unauthorized);

describe('the error pages', () => {
  it.each(Object.entries(notFoundStories))('runs the 404 story %s', async (_, Story) => {
    await renderPageStory(Story as PageStory).play();
  });

  it.each(Object.entries(unauthorizedStories))(
    'runs the unauthorized story %s',
    async (_, Story) => {
      await renderPageStory(Story as PageStory).play();
    },
  );

  it('follows the way back from a 404 to sign-in', async () => {
    const { play, location } = renderPageStory(notFoundStories.Default as PageStory);
    await play();
    expect(location.current?.pathname).toBe('/en/login');
  });

  it('follows the way back from an unauthorized page to home', async () => {
    const { play, location } = renderPageStory(unauthorizedStories.Default as PageStory);
    await play();
    expect(location.current?.pathname).toBe('/en/home');
  });
});
