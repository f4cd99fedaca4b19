// Delivery channels: a synth's digest posted to Slack, Teams, Discord or a signed webhook, and read
// from a private Atom feed.
export * from './channel-delivery';
export * from './channel-digest';
export * from './channel-kinds';
export * from './channel-limits';
export * from './channel-outcome';
export * from './channel-post';
export * from './delivery-channel.entity';
export * from './delivery-channels.service';
export * from './render-channel';
export * from './webhook-signature';
export * from './private-feed';
