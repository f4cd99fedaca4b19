// A LinkedIn document carousel from a run's digest: what it says, its PDF and previews, and the
// person's library of carousels.
export * from './carousel-deck';
export * from './carousel-pdf';
export * from './carousel.entity';
export * from './carousels.service';
