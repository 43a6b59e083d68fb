/** What a card or highlight shows of a customer story: the page it links to and its cover. */
export interface StoryTeaser {
  id: string;
  title: string;
  summary: string;
  cover: string;
  coverAlt: string;
}
