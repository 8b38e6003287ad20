import type { Ref } from 'react';
import { Search } from 'lucide-react';
import { ARTICLE_CATEGORIES } from '@restora/shared/domain/content-vocabulary';
import { Input } from '@/components/ui/input';
import { TabsList, TabsTrigger } from '@/components/ui/tabs';

type ArticleSearchProps = {
  value: string;
  onChange: (value: string) => void;
  inputRef: Ref<HTMLInputElement>;
};

export function ArticleSearch({ value, onChange, inputRef }: ArticleSearchProps) {
  return (
    <form
      role="search"
      noValidate
      onSubmit={(event) => event.preventDefault()}
      className="relative w-full max-w-md"
    >
      <label htmlFor="article-search" className="sr-only">
        Search articles
      </label>
      <Search
        className="pointer-events-none absolute left-4 top-1/2 size-4 -translate-y-1/2 text-sand-600"
        aria-hidden
      />
      <Input
        ref={inputRef}
        id="article-search"
        type="search"
        value={value}
        maxLength={100}
        placeholder="Search articles"
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
        className="pl-11"
      />
    </form>
  );
}

/** The category tab list; the Tabs root and the panel are in the parent. */
export function CategoryTabs() {
  return (
    <TabsList
      aria-label="Article categories"
      className="flex w-full gap-1 overflow-x-auto rounded-full bg-sand-100 p-1 sm:w-auto sm:flex-wrap"
    >
      {ARTICLE_CATEGORIES.map((category) => (
        <TabsTrigger key={category} value={category} className="shrink-0 px-4">
          {category}
        </TabsTrigger>
      ))}
    </TabsList>
  );
}
