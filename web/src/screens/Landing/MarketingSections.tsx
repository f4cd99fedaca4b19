import type { ReactNode } from 'react';
import copy from './landing-copy.json';
import { Grid, Section, Tile } from './styles';

/** A landing section of titled tiles: a heading and one tile per entry. */
function TileSection({
  id,
  title,
  muted,
  min,
  children,
}: {
  id: string;
  title: string;
  muted?: boolean;
  min?: number;
  children: ReactNode;
}) {
  return (
    <Section muted={muted} aria-labelledby={`${id}-title`}>
      <div className="inner">
        <h2 id={`${id}-title`}>{title}</h2>
        <Grid min={min}>{children}</Grid>
      </div>
    </Section>
  );
}

const tiles = (entries: { title: string; text: string }[]) =>
  entries.map((e) => (
    <Tile key={e.title}>
      <h3>{e.title}</h3>
      <p>{e.text}</p>
    </Tile>
  ));

export const PainPoints = () => (
  <TileSection id="pain" title="Staying visible is a second job">
    {tiles(copy.painPoints)}
  </TileSection>
);

export const KeyFeatures = () => (
  <TileSection id="features" title="Everything a one-person content team needs" muted>
    {tiles(copy.features)}
  </TileSection>
);

export const Audience = () => (
  <TileSection id="audience" title="Built for busy professionals" min={220}>
    {tiles(copy.audiences)}
  </TileSection>
);

export const Testimonials = () => (
  <TileSection id="testimonials" title="What our users say" muted>
    {copy.testimonials.map((t) => (
      <Tile as="figure" key={t.who} style={{ margin: 0 }}>
        <blockquote style={{ margin: 0 }}>
          <p>“{t.quote}”</p>
        </blockquote>
        <figcaption style={{ marginTop: 12, fontWeight: 600 }}>— {t.who}</figcaption>
      </Tile>
    ))}
  </TileSection>
);
