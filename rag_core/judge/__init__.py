"""The answer judge: features of a candidate sentence or table cell, the learned model that turns them
into P(the candidate states the answer), its training and its evaluation on labelled dev sets."""
