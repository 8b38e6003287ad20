import { Container } from '@/components/ui/container';
import { PageMeta } from '@/components/ui/page-meta';
import { FindStaysScreen } from '@/features/stays/components/find-stays/find-stays-screen';
import { SearchBar } from '@/features/stays/components/search-bar/search-bar';

export function Component() {
  return (
    <>
      <PageMeta
        title="Find Stays"
        description="Search wellness retreats, spa resorts and yoga studios by place, dates, guests and goals."
      />
      <div className="border-b border-sand-200 bg-gradient-to-b from-primary-50 to-sand-50">
        <Container className="pb-8 pt-8 md:pb-10 md:pt-12">
          <h1 className="text-3xl font-semibold sm:text-4xl">Find your wellness stay</h1>
          <p className="mt-2 max-w-2xl text-sand-700">
            Retreats, spa resorts and yoga studios, with the rest and care you are looking for.
          </p>
          <SearchBar mode="findstays" className="relative z-20 mt-6" />
        </Container>
      </div>
      <Container className="py-8 md:py-10">
        <FindStaysScreen />
      </Container>
    </>
  );
}
