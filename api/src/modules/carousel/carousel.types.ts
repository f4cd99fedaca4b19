import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { Carousel } from '@synth/core/carousel';

@ObjectType('CarouselSlide', { description: 'One page of a carousel as the PDF shows it' })
export class CarouselSlideType {
  @Field(() => Int, { description: 'Its place in the document, from 1' }) number!: number;
  @Field(() => String, { description: 'The page as an SVG image, drawn from the same layout as the PDF' })
  svg!: string;
}

@ObjectType('Carousel', {
  description: "A LinkedIn document carousel made from a run's digest, kept in your library",
})
export class CarouselType {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'Its title on the cover and on LinkedIn' }) title!: string;
  @Field(() => String, { description: 'The words of the post that carries it' }) commentary!: string;
  @Field(() => Int) pageCount!: number;
  @Field(() => Int, { description: 'The PDF’s size in bytes' }) byteSize!: number;
  @Field(() => Date) createdAt!: Date;
  @Field(() => String, { description: 'Where you download the PDF (signed in)' }) pdfUrl!: string;
  /** The row, for the field resolvers. */
  entity!: Carousel;
}

const carouselPdfPath = (id: string) => `/api/carousels/${encodeURIComponent(id)}/pdf`;

export function carouselOf(c: Carousel): CarouselType {
  return Object.assign(new CarouselType(), {
    id: c.id,
    title: c.title,
    commentary: c.commentary,
    pageCount: c.pageCount,
    byteSize: c.byteSize,
    createdAt: c.createdAt,
    pdfUrl: carouselPdfPath(c.id),
    entity: c,
  });
}
