// The two platform clients built from the settings, for the services and the worker alike.
import { LinkedInClient } from './clients/linkedin.client';
import { XClient } from './clients/x.client';
import type { PublishingSettings } from './publishing-settings';

export interface PublishingClients {
  linkedin: LinkedInClient;
  x: XClient;
}

export function publishingClients(settings: PublishingSettings): PublishingClients {
  return { linkedin: new LinkedInClient(settings.linkedin), x: new XClient(settings.x) };
}
