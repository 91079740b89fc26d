"""Words, numbers, dates, sentences and the analyst lexicon: the vocabulary every stage matches with."""
