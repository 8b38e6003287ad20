import { BookOpen, ClipboardCheck, Mic } from 'lucide-react';

// These tiles have no action, so they are plain text, not links or buttons (docs/decisions/content.md).
const RESOURCES = [
  {
    title: 'Wellness Guides',
    description: 'In-depth guides to sleep, nutrition and recovery, for before, during and after your trip.',
    Icon: BookOpen,
  },
  {
    title: 'Expert Interviews',
    description: 'Conversations with the nutritionists, teachers and therapists behind our partner stays.',
    Icon: Mic,
  },
  {
    title: 'Wellness Assessment',
    description: 'A short self-check of sleep, stress and energy to help you choose where to focus.',
    Icon: ClipboardCheck,
  },
];

export function ResourceTiles() {
  return (
    <section aria-labelledby="resources-heading">
      <h2 id="resources-heading" className="text-3xl font-semibold">
        More ways to learn
      </h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {RESOURCES.map(({ title, description, Icon }) => (
          <li key={title} className="rounded-[var(--radius-card)] border border-sand-200 bg-white p-6">
            <span className="grid size-12 place-items-center rounded-full bg-accent-50 text-accent-700">
              <Icon className="size-6" aria-hidden />
            </span>
            <h3 className="mt-5 text-xl font-semibold">{title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-sand-700">{description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
