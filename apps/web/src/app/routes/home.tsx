import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { PageMeta } from '../../components/ui/page-meta';
import { paths } from '../../config/paths';
import { GoalChips } from '../../features/stays/components/home/goal-chips';
import { SearchBar } from '../../features/stays/components/search-bar/search-bar';

export function Component() {
  return (
    <>
      <PageMeta
        title="Restora"
        description="Find wellness retreats, spas and yoga studios, add wellness services, and shop wellness products."
      />
      <Container className="pt-8 md:pt-12">
        <h1 className="sr-only">Restora: wellness stays, services and products</h1>
        <SearchBar mode="homepage" />
        <div className="mt-4">
          <GoalChips />
        </div>
      </Container>
      <Container className="grid items-center gap-10 py-12 md:grid-cols-2 md:py-20">
        <div>
          <p className="font-display text-4xl font-semibold leading-tight text-ink sm:text-5xl lg:text-6xl">
            Travel that leaves you rested
          </p>
          <p className="mt-5 max-w-lg text-lg text-sand-700">
            Wellness retreats, spa resorts and yoga studios around the world, with the services and products
            that make a stay restorative.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link to={paths.findStays.to()}>Find Your Stay</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={paths.howItWorks.to()}>Learn More</Link>
            </Button>
          </div>
        </div>
        <img
          src="/images/content/hero.svg"
          alt="A lakeside pavilion at dawn below misty mountains"
          width={1600}
          height={900}
          className="aspect-[16/9] w-full rounded-[var(--radius-card)] object-cover shadow-soft"
        />
      </Container>
    </>
  );
}
