import { Container } from '@/components/ui/container';
import { PageMeta } from '@/components/ui/page-meta';

type LegalPageProps = { title: string; sections: { heading: string; body: string }[] };

export function LegalPage({ title, sections }: LegalPageProps) {
  return (
    <Container className="max-w-3xl py-16">
      <PageMeta title={title} />
      <h1 className="text-4xl font-semibold">{title}</h1>
      {sections.map((s) => (
        <section key={s.heading} className="mt-10">
          <h2 className="text-2xl font-semibold">{s.heading}</h2>
          <p className="mt-3 leading-relaxed text-sand-700">{s.body}</p>
        </section>
      ))}
    </Container>
  );
}
