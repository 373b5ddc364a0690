# lessons：课程的文字（hopnim::play::lesson）：每课的标题和讲解、每道练习的目标和提示，
# 以及每道比赛题的一句话提示。课程本身（局面、题型、答案）是 crate 的 `lessons/`
# 目录里的数据。这里的消息都没有占位符。

## 第 1–5 课。

lesson-rules-title = 规则与最后一步
lesson-rules-intro = 每步把一枚棋子向右移一格；若右边紧挨着棋子，就跳过整段连续的棋子，落到其后第一个空格。无法走棋的一方输。
lesson-rules-1-goal = 走出这一行的胜着。
lesson-rules-1-hint = 走完之后，对手应当没有好的应着。
lesson-rules-2-goal = 这一行的 SG 值是多少？
lesson-rules-2-hint = 整局棋只剩一步可走。
lesson-rules-3-goal = 从这一行出发战胜引擎。
lesson-rules-3-hint = 让对手无利可图。
lesson-rules-problem-1 = 就是这个游戏：判断每个局面谁胜。
lesson-rules-problem-2 = 同一个游戏，同样的输入。

## 第 6–10 课。
