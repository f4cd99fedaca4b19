import { Grid, Section, Tile } from './styles';

const PAIN_POINTS = [
  { title: 'No time to read everything', text: 'Dozens of sources publish every day. Keeping up eats the hours you need for clients.' },
  { title: 'No marketing team', text: 'Posting consistently on LinkedIn is a job in itself, and it is not your job.' },
  { title: 'Generic content falls flat', text: 'Recycled hot takes do not build authority. Timely, specific insight does.' },
];

const FEATURES = [
  { title: 'RSS feed sources', text: 'Pick from curated professional feeds or add any RSS or Atom feed you follow.' },
  { title: 'Topic filtering', text: 'Keywords and professional specializations keep only the articles that matter to you.' },
  { title: 'AI summaries', text: 'Brief, medium or detailed summaries in an informative, analytical or conversational style.' },
  { title: 'Social posts', text: 'LinkedIn, X, Facebook and Instagram posts from 20+ proven post formats.' },
  { title: 'Email digests', text: 'Daily, weekday or weekly delivery at the time and time zone you choose.' },
  { title: 'Real-world examples', text: 'Internet search adds concrete examples so your posts show, not just tell.' },
];

const AUDIENCES = [
  { title: 'Consultants', text: 'Show clients you are on top of their industry, every week.' },
  { title: 'Founders & executives', text: 'Build a visible point of view without a content team.' },
  { title: 'Specialists', text: 'Healthcare, finance, legal, HR, IT or sustainability — stay current in your field.' },
  { title: 'Recruiters & HR leaders', text: 'Share workplace trends that start conversations with talent.' },
];

const TESTIMONIALS = [
  { quote: 'I went from posting once a month to three times a week, and it takes me ten minutes.', who: 'Management consultant' },
  { quote: 'The morning digest replaced five newsletters. The summaries are exactly the length I want.', who: 'Healthcare operations director' },
  { quote: 'Clients now mention my LinkedIn posts in meetings. That never used to happen.', who: 'Fintech advisor' },
];

export function PainPoints() {
  return (
    <Section aria-labelledby="pain-title">
      <div className="inner">
        <h2 id="pain-title">Staying visible is a second job</h2>
        <Grid>
          {PAIN_POINTS.map((p) => (
            <Tile key={p.title}>
              <h3>{p.title}</h3>
              <p>{p.text}</p>
            </Tile>
          ))}
        </Grid>
      </div>
    </Section>
  );
}

export function KeyFeatures() {
  return (
    <Section muted aria-labelledby="features-title">
      <div className="inner">
        <h2 id="features-title">Everything a one-person content team needs</h2>
        <Grid>
          {FEATURES.map((f) => (
            <Tile key={f.title}>
              <h3>{f.title}</h3>
              <p>{f.text}</p>
            </Tile>
          ))}
        </Grid>
      </div>
    </Section>
  );
}

export function Audience() {
  return (
    <Section aria-labelledby="audience-title">
      <div className="inner">
        <h2 id="audience-title">Built for busy professionals</h2>
        <Grid min={220}>
          {AUDIENCES.map((a) => (
            <Tile key={a.title}>
              <h3>{a.title}</h3>
              <p>{a.text}</p>
            </Tile>
          ))}
        </Grid>
      </div>
    </Section>
  );
}

export function Testimonials() {
  return (
    <Section muted aria-labelledby="testimonials-title">
      <div className="inner">
        <h2 id="testimonials-title">What our users say</h2>
        <Grid>
          {TESTIMONIALS.map((t) => (
            <Tile as="figure" key={t.who} style={{ margin: 0 }}>
              <blockquote style={{ margin: 0 }}>
                <p>“{t.quote}”</p>
              </blockquote>
              <figcaption style={{ marginTop: 12, fontWeight: 600 }}>— {t.who}</figcaption>
            </Tile>
          ))}
        </Grid>
      </div>
    </Section>
  );
}
