import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PastLastPage } from './past-last-page';

describe('PastLastPage', () => {
  it('says which list ran out and links to page 1 of the same search', () => {
    render(
      <MemoryRouter initialEntries={['/marketplace?search=mat&page=9']}>
        <PastLastPage items="products" firstPageSearch="search=mat&page=1" />
      </MemoryRouter>,
    );
    expect(screen.getByText('This page is past the last page of products.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the first page' }).getAttribute('href')).toBe(
      '/marketplace?search=mat&page=1',
    );
  });
});
