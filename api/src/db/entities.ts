// Every entity, listed once: the ORM, migrations and tests all read this list.
import { User } from '../modules/users/user.entity';
import { Synth } from '../modules/synths/synth.entity';
import { Feed } from '../modules/feeds/feed.entity';
import { Article } from '../modules/feeds/article.entity';
import { SynthRun } from '../modules/runs/synth-run.entity';
import { RunLog } from '../modules/runs/run-log.entity';
import { EmailDelivery } from '../modules/email/email-delivery.entity';
import { SummaryCache } from '../modules/ai/summary-cache.entity';
import { StripeEvent } from '../modules/billing/stripe-event.entity';
import { CatalogFeedEntry } from '../modules/catalog/catalog-feed.entity';
import { RateLimitCounter } from '../modules/rate-limit/rate-limit-counter.entity';

export const entities = [User, Synth, Feed, Article, SynthRun, RunLog, EmailDelivery, SummaryCache, StripeEvent, CatalogFeedEntry, RateLimitCounter];
