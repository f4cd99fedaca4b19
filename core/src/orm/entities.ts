// Every entity, listed once: the ORM, migrations and tests all read this list.
import { User } from '../users/user.entity';
import { Synth } from '../synths/synth.entity';
import { Feed } from '../feeds/feed.entity';
import { Article } from '../feeds/article.entity';
import { SynthRun } from '../runs/synth-run.entity';
import { PreparedChoice } from '../prepare/prepared-choice.entity';
import { RunLog } from '../runs/run-log.entity';
import { EmailDelivery } from '../email/email-delivery.entity';
import { SummaryCache } from '../ai/summary-cache.entity';
import { StripeEvent } from '../billing/stripe-event.entity';
import { CatalogFeedEntry } from '../feeds/catalog-feed.entity';
import { RateLimitCounter } from '../rate-limit/rate-limit-counter.entity';
import { SentStory } from '../stories/sent-story.entity';
import { Recipient } from '../recipients/recipient.entity';
import { EmailSuppression } from '../recipients/email-suppression.entity';
import { ConfirmationEmail } from '../recipients/confirmation-email.entity';
import { ConnectedAccount } from '../publishing/connected-account.entity';
import { InstanceApp } from '../publishing/instance-app.entity';
import { Publication } from '../publishing/publication.entity';
import { PublicationFigures } from '../publishing/publication-figures.entity';
import { AutoPublishSetting } from '../publishing/auto-publish-setting.entity';
import { ArticlePage } from '../full-text/article-page.entity';
import { ArticleRating } from '../relevance/article-rating.entity';
import { UsedFeedbackLink } from '../feedback/used-feedback-link.entity';
import { ArticleEmbedding } from '../relevance/article-embedding.entity';
import { VoiceProfile } from '../voice/voice-profile.entity';
import { PublicEdition } from '../editions/public-edition.entity';
import { PublicSubscriber } from '../recipients/public-subscriber.entity';
import { UnpublishedIssue } from '../editions/unpublished-issue.entity';
import { Carousel } from '../carousel/carousel.entity';
import { DeliveryChannel } from '../channels/delivery-channel.entity';

export const entities = [
  User,
  Synth,
  Feed,
  Article,
  SynthRun,
  PreparedChoice,
  RunLog,
  EmailDelivery,
  SummaryCache,
  StripeEvent,
  CatalogFeedEntry,
  RateLimitCounter,
  SentStory,
  Recipient,
  EmailSuppression,
  ConfirmationEmail,
  ArticleRating,
  UsedFeedbackLink,
  ArticleEmbedding,
  ArticlePage,
  ConnectedAccount,
  InstanceApp,
  Publication,
  PublicationFigures,
  AutoPublishSetting,
  VoiceProfile,
  PublicEdition,
  UnpublishedIssue,
  PublicSubscriber,
  Carousel,
  DeliveryChannel,
];
