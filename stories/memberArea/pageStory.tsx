import type { Decorator } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { answerAs, type StoryPerson } from './storyServer';

/** A page of the app opened at a path by a demo person, whose reads the story server answers (storyServer.ts). */
export interface PageStory {
  readonly page: ComponentType;
  readonly person: StoryPerson;
  /** The path the page is opened at, with its query. */
  readonly at: string;
}

export const withPage: Decorator<PageStory> = (_Story, context) => {
  const { page: Page, person, at } = context.args;
  answerAs(person);
  return (
    <MemoryRouter initialEntries={[at]} key={`${person}${at}`}>
      <main className="page" style={{ maxWidth: 390 }}>
        <Routes>
          <Route path="*" element={<Page />} />
        </Routes>
      </main>
    </MemoryRouter>
  );
};
