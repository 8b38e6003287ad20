import { Link } from 'react-router';
import type { Hero } from '@restora/shared/contracts/content';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';

type HeroSectionProps = { hero: Hero; pending: boolean };

export function HeroSection({ hero, pending }: HeroSectionProps) {
  return (
    <Container className="grid items-center gap-10 py-12 md:grid-cols-2 md:py-16 lg:gap-16">
      {pending ? (
        <div className="grid gap-5" role="status">
          <span className="sr-only">Loading...</span>
          <Skeleton className="h-12 w-11/12" />
          <Skeleton className="h-12 w-2/3" />
          <Skeleton className="h-20 w-full max-w-lg" />
          <div className="flex gap-3">
            <Skeleton className="h-12 w-40 rounded-full" />
            <Skeleton className="h-12 w-36 rounded-full" />
          </div>
        </div>
      ) : (
        <div>
          <h1 className="text-4xl font-semibold leading-tight sm:text-5xl lg:text-6xl">{hero.title}</h1>
          <p className="mt-5 max-w-lg text-lg leading-relaxed text-sand-700">{hero.subtitle}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link to={paths.findStays.to()}>{hero.ctaText}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={paths.howItWorks.to()}>
                Learn More<span className="sr-only"> about how Restora works</span>
              </Link>
            </Button>
          </div>
        </div>
      )}
      <img
        src={hero.imageUrl}
        alt="A lakeside pavilion at dawn below misty mountains"
        width={1600}
        height={900}
        fetchPriority="high"
        className="aspect-[16/9] w-full rounded-[var(--radius-card)] bg-sand-100 object-cover shadow-soft"
      />
    </Container>
  );
}
