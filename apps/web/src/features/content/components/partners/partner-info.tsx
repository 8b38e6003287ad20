import { BedDouble, BadgeCheck, CalendarRange, Globe2, HandHeart, LineChart, Utensils } from 'lucide-react';

const BENEFITS = [
  {
    title: 'Guests who come for wellness',
    description: 'Reach travellers who choose a stay for its yoga, treatments and food, not only the view.',
    Icon: HandHeart,
  },
  {
    title: 'Fuller quiet weeks',
    description: 'Services booked with the room turn midweek and off-season days into busy ones.',
    Icon: CalendarRange,
  },
  {
    title: 'A global audience',
    description: 'Be found by wellness travellers from around the world, in one calm, trusted place.',
    Icon: Globe2,
  },
  {
    title: 'Clear insight',
    description: 'See your bookings, reviews and what guests add to their stays, and plan with confidence.',
    Icon: LineChart,
  },
];

const WHO = [
  {
    title: 'Accommodation providers',
    Icon: BedDouble,
    items: ['Hotels', 'Retreats', 'Boutique hotels', 'Vacation rentals', 'Long-term stays'],
  },
  {
    title: 'Service providers',
    Icon: Utensils,
    items: ['Restaurants', 'Fitness centres', 'Nutritionists and trainers', 'Spas', 'Product suppliers'],
  },
];

export function PartnerBenefits() {
  return (
    <section aria-labelledby="partner-benefits">
      <h2 id="partner-benefits" className="text-3xl font-semibold sm:text-4xl">
        Why partner with Restora
      </h2>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {BENEFITS.map(({ title, description, Icon }) => (
          <li
            key={title}
            className="rounded-[var(--radius-card)] border border-sand-200 bg-white p-6 shadow-soft"
          >
            <span className="grid size-12 place-items-center rounded-full bg-primary-50 text-primary-700">
              <Icon className="size-6" aria-hidden />
            </span>
            <h3 className="mt-5 text-xl font-semibold leading-snug">{title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-sand-700">{description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function WhoCanPartner() {
  return (
    <section aria-labelledby="who-can-partner">
      <h2 id="who-can-partner" className="text-3xl font-semibold sm:text-4xl">
        Who can partner
      </h2>
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        {WHO.map(({ title, Icon, items }) => (
          <div key={title} className="rounded-[var(--radius-card)] bg-white p-8 shadow-soft">
            <h3 className="flex items-center gap-3 text-2xl font-semibold">
              <Icon className="size-6 text-accent-600" aria-hidden />
              {title}
            </h3>
            <ul className="mt-6 grid gap-3">
              {items.map((item) => (
                <li key={item} className="flex items-center gap-3 text-sand-800">
                  <BadgeCheck className="size-5 shrink-0 text-primary-600" aria-hidden />
                  {item}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
