import { describe, expect, it } from 'vitest';
import { paginationItems } from './pagination-items';

describe('paginationItems', () => {
  it('shows nothing without pages and a lone 1 for one page', () => {
    expect(paginationItems(1, 0)).toEqual([]);
    expect(paginationItems(1, 1)).toEqual([1]);
  });

  it('shows every page when there are few', () => {
    expect(paginationItems(1, 3)).toEqual([1, 2, 3]);
    expect(paginationItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('puts gaps around the current page when far from both ends', () => {
    expect(paginationItems(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
  });

  it('never hides a single page behind a gap', () => {
    expect(paginationItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(paginationItems(1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(paginationItems(20, 20)).toEqual([1, 'gap', 19, 20]);
  });

  it('clamps a page past the end', () => {
    expect(paginationItems(99, 3)).toEqual([1, 2, 3]);
  });
});
