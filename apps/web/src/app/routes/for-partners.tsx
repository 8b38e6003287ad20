import { Container } from '@/components/ui/container';
import { PageMeta } from '@/components/ui/page-meta';
import { JoinSteps } from '@/features/content/components/partners/join-steps';
import { PartnerApplyDialog } from '@/features/content/components/partners/partner-apply-dialog';
import { PartnerBenefits, WhoCanPartner } from '@/features/content/components/partners/partner-info';

export function Component() {
  return (
    <>
      <PageMeta
        title="For Partners"
        description="Partner with Restora: hotels, retreats, studios, spas and wellness suppliers."
      />
      <div className="border-b border-sand-200 bg-gradient-to-b from-primary-50 to-sand-50">
        <Container className="grid items-center gap-10 py-12 md:grid-cols-2 md:py-20">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-accent-700">For Partners</p>
            <h1 className="mt-3 text-4xl font-semibold leading-tight sm:text-5xl">
              Welcome wellness travellers to your door
            </h1>
            <p className="mt-5 max-w-lg text-lg leading-relaxed text-sand-700">
              Hotels, retreats, studios, spas and wellness practitioners use Restora to reach guests who
              travel to feel better. Join 500+ wellness partners globally.
            </p>
            <div className="mt-8">
              <PartnerApplyDialog triggerLabel="Apply" />
            </div>
          </div>
          <img
            src="/images/content/partner.svg"
            alt="An arched doorway between potted olive trees, lit by warm lanterns"
            width={1200}
            height={800}
            fetchPriority="high"
            className="aspect-[3/2] w-full rounded-[var(--radius-card)] bg-sand-100 object-cover shadow-soft"
          />
        </Container>
      </div>
      <Container className="grid grid-cols-1 gap-20 py-16 md:py-24">
        <PartnerBenefits />
        <WhoCanPartner />
        <JoinSteps action={<PartnerApplyDialog triggerLabel="Start your application" variant="accent" />} />
      </Container>
    </>
  );
}
