// The prepare pass's choices: what a busy minute's runs will send, chosen ahead of the slot.
export * from './prepared-choice.entity';
export * from './prepared-choice.repository';
