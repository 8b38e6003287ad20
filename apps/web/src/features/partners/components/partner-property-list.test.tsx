import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { PartnerPropertyListItem, PartnerPropertyPage } from '@restora/shared/contracts/partners';
import { PartnerPropertyList } from './partner-property-list';

// The console home's list: the server's page, its count, the search and the pages in the address
// (docs/decisions/partner-listings.md, "The console's list").

const property = (
  id: number,
  name: string,
  organisation = 'Lotus Path Retreats',
): PartnerPropertyListItem => ({
  id,
  name,
  type: 'wellness_retreat',
  city: 'Ubud',
  country: 'Indonesia',
  location: 'Ubud, Indonesia',
  roomCount: 2,
  published: true,
  firstRoomId: id * 10,
  organisation: { id: organisation.length, name: organisation },
});

function renderList(props: Partial<Parameters<typeof PartnerPropertyList>[0]> = {}) {
  const onSearch = vi.fn();
  render(
    <MemoryRouter>
      <PartnerPropertyList
        data={undefined}
        error={null}
        search=""
        page={1}
        showOrganisation={false}
        onSearch={onSearch}
        {...props}
      />
    </MemoryRouter>,
  );
  return onSearch;
}

const page = (items: PartnerPropertyListItem[], total: number, at = 1): PartnerPropertyPage => ({
  items,
  total,
  page: at,
  pageSize: 12,
});

describe('PartnerPropertyList', () => {
  it('shows one page of the search with its count and links to the other pages', () => {
    renderList({
      data: page([property(1, 'Tide House 01'), property(2, 'Tide House 02')], 30),
      search: 'tide',
    });
    expect(screen.getByText('30 properties named “tide” · page 1 of 3')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Tide House 01',
      'Tide House 02',
    ]);
    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pages).getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe('/?q=tide&page=2');
    expect(within(pages).getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe('/?q=tide&page=3');
  });

  it('searches by what was typed, and says when nothing has that name', async () => {
    const onSearch = renderList({ data: page([], 0), search: 'lagoon' });
    expect(screen.getByText(/No property’s name holds “lagoon”/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show all properties' }).getAttribute('href')).toBe('/partner');
    const box = screen.getByRole('searchbox', { name: 'Search your properties by name' });
    await userEvent.clear(box);
    await userEvent.type(box, '  harbour {Enter}');
    expect(onSearch).toHaveBeenCalledWith('harbour');
  });

  it('offers the first page when the address asks for a page past the last one', () => {
    renderList({ data: page([], 14, 5), page: 5 });
    expect(screen.getByText(/past the last page of your properties/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the first page' }).getAttribute('href')).toBe('/');
  });

  it('names each property’s organisation when the partner has several', () => {
    renderList({
      data: page([property(1, 'Cedar Tide Retreat', 'Blue Bay'), property(2, 'Subak Rise', 'Lotus Path')], 2),
      showOrganisation: true,
    });
    expect(screen.getByText('Wellness retreat · Blue Bay')).toBeTruthy();
    expect(screen.getByText('2 properties')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('shows placeholders while the first page loads, and the error when it fails', () => {
    renderList();
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
    expect(screen.getByRole('link', { name: 'Add a property' })).toBeTruthy();
    renderList({ error: new Error('The server answered 500.') });
    expect(screen.getByRole('alert').textContent).toBe('The server answered 500.');
  });
});
