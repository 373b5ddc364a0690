# lessons: the course's words (hopnim::play::lesson): each lesson's title and teaching
# text, each exercise's goal and hint, and a one-line hint for each contest problem it
# names. The lessons themselves (boards, kinds, answers) are data in the crate's
# `lessons/` folder. No message here has a placeholder.

## Lessons 1–5.

## Lessons 6–10.
