import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { sessionRequest } from './account';

// Announcements (normal and special), marquee lines and personal messages (RULES.md sections 1 and 7).

const MESSAGE_CATEGORIES = ['normal', 'special'] as const;
export type MessageCategory = (typeof MESSAGE_CATEGORIES)[number];

const paging = {
  page_number: z.number().int().min(1).max(100_000).optional(),
  page_size: z.number().int().min(1).max(100).optional(),
};

/** Language falls back to en; messages posted for every language are always included. */
export const messageListRequest = sessionRequest.extend({
  language: z.enum(LANGUAGES).optional(),
  category: z.enum(MESSAGE_CATEGORIES).optional(),
  ...paging,
});
export type MessageListRequest = z.infer<typeof messageListRequest>;

const announcement = z.object({
  message_id: z.number().int(),
  category: z.enum(MESSAGE_CATEGORIES),
  language: z.string().nullable(),
  title: z.string(),
  content: z.string(),
  posted_at: z.string(),
});
export type Announcement = z.infer<typeof announcement>;

export const announceListResponse = z.object({
  announcements: z.array(announcement),
  total_count: z.number().int(),
});

export const marqueeListResponse = z.object({
  marquee: z.array(z.object({ message_id: z.number().int(), content: z.string(), posted_at: z.string() })),
});

const personalMessage = z.object({
  message_id: z.number().int(),
  title: z.string(),
  content: z.string(),
  posted_at: z.string(),
  read: z.boolean(),
});
export type PersonalMessage = z.infer<typeof personalMessage>;

export const personalListResponse = z.object({
  messages: z.array(personalMessage),
  total_count: z.number().int(),
  unread_count: z.number().int(),
});

/** Marks the listed messages (or all with mark_all_read) as read, then answers the unread count. */
export const personalUnreadRequest = sessionRequest.extend({
  mark_read: z.array(z.number().int().positive()).max(500).optional(),
  mark_all_read: z.boolean().optional(),
});

export const personalUnreadResponse = z.object({ unread_count: z.number().int() });
