import styled from '@emotion/styled';
import { graphql, useFragment } from 'react-relay';
import type { RunCarousel_carousel$key } from '../../__generated__/RunCarousel_carousel.graphql';
import type { RunCarousel_run$key } from '../../__generated__/RunCarousel_run.graphql';
import { Banner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { SectionCard } from '../../components/SectionCard';
import { useMakeCarouselMutation } from '../../mutations/useMakeCarouselMutation';
import { usePublishCarouselMutation } from '../../mutations/usePublishCarouselMutation';
import { errorMessage } from '../../relay/errors';
import { isFinished } from '../../synth/runStatus';
import { toast } from '../../toast';

const CAROUSEL_TEXT = {
  title: 'LinkedIn carousel',
  subtitle: 'Your top stories as a PDF to swipe through on LinkedIn: a cover, a page per story and your name.',
  make: 'Make a carousel',
  making: 'Making the carousel…',
  notYet: 'Make a carousel once the run has finished.',
  publish: 'Publish carousel to LinkedIn',
  publishing: 'Publishing the carousel to LinkedIn…',
  published: 'Published on LinkedIn:',
  view: 'View the post on LinkedIn',
  download: 'Download the PDF',
  tryAgain: 'Try again',
};

const Slides = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: ${(p) => p.theme.space(3)};
  img {
    display: block;
    width: 100%;
    height: auto;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radii.sm};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space(3)};
  p {
    margin: 0;
  }
`;

const svgSrc = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** The run's carousel: the button that makes it, then its pages, the PDF and its LinkedIn post. */
export function RunCarousel({ run }: { run: RunCarousel_run$key }) {
  const data = useFragment(
    graphql`
      fragment RunCarousel_run on SynthRun {
        id
        status
        carousel {
          ...RunCarousel_carousel
        }
      }
    `,
    run,
  );
  const [make, making] = useMakeCarouselMutation();
  const onMake = async () => {
    try {
      await make(data.id);
    } catch (err) {
      toast({ title: 'Could not make the carousel', description: errorMessage(err), variant: 'destructive' });
    }
  };
  return (
    <SectionCard title={CAROUSEL_TEXT.title} subtitle={CAROUSEL_TEXT.subtitle}>
      {data.carousel ? (
        <CarouselView carousel={data.carousel} />
      ) : (
        <Actions>
          <Button size="sm" onClick={() => void onMake()} disabled={making || !isFinished(data.status)}>
            {making ? CAROUSEL_TEXT.making : CAROUSEL_TEXT.make}
          </Button>
          {!isFinished(data.status) && <p>{CAROUSEL_TEXT.notYet}</p>}
        </Actions>
      )}
    </SectionCard>
  );
}

function CarouselView({ carousel }: { carousel: RunCarousel_carousel$key }) {
  const c = useFragment(
    graphql`
      fragment RunCarousel_carousel on Carousel {
        id
        title
        pageCount
        pdfUrl
        slides {
          number
          svg
        }
        publication {
          status
          url
          error
        }
      }
    `,
    carousel,
  );
  const [publish, sending] = usePublishCarouselMutation();
  const onPublish = async () => {
    try {
      await publish(c.id);
    } catch (err) {
      toast({ title: 'Could not publish the carousel', description: errorMessage(err), variant: 'destructive' });
    }
  };
  const pub = c.publication;
  const published = pub?.status === 'published';
  const publishing = sending || pub?.status === 'publishing';
  return (
    <>
      <Slides aria-label={`${c.title}: ${c.pageCount} pages`}>
        {c.slides.map((s) => (
          <li key={s.number}>
            <img src={svgSrc(s.svg)} alt={`Page ${s.number} of ${c.pageCount}`} width={540} height={675} />
          </li>
        ))}
      </Slides>
      {pub?.status === 'failed' && pub.error && (
        <Banner tone="danger" role="alert">
          {pub.error}
        </Banner>
      )}
      <Actions>
        {published && pub.url ? (
          <p>
            {CAROUSEL_TEXT.published}{' '}
            <a href={pub.url} target="_blank" rel="noopener noreferrer">
              {CAROUSEL_TEXT.view}
            </a>
          </p>
        ) : publishing ? (
          <p role="status">{CAROUSEL_TEXT.publishing}</p>
        ) : (
          <Button size="sm" onClick={() => void onPublish()}>
            {pub?.status === 'failed' ? CAROUSEL_TEXT.tryAgain : CAROUSEL_TEXT.publish}
          </Button>
        )}
        <a href={c.pdfUrl} download>
          {CAROUSEL_TEXT.download}
        </a>
      </Actions>
    </>
  );
}
