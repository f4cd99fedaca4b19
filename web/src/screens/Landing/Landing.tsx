import { Faq } from './Faq';
import { Hero } from './Hero';
import { HowItWorks } from './HowItWorks';
import { LandingFooter } from './LandingFooter';
import { LandingHeader } from './LandingHeader';
import { Audience, KeyFeatures, PainPoints, Testimonials } from './MarketingSections';
import { PricingSection } from './PricingSection';

export function Landing() {
  return (
    <>
      <LandingHeader />
      <main>
        <Hero />
        <PainPoints />
        <KeyFeatures />
        <HowItWorks />
        <PricingSection />
        <Audience />
        <Testimonials />
        <Faq />
      </main>
      <LandingFooter />
    </>
  );
}
