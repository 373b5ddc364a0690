# 终端上给人看的画面：分析表（`analyze`）、讲解前的一行、`play` 的画面（不含
# 它的行协议，协议从不改变）和 `puzzle` 的文字：terminal-<画面>-<部分>。
# 缩进和颜色由命令行加上。

## 一组测试的分析表。

terminal-table-test = 第 { $number } 组测试：宽 { $width }，{ $rows } 行{ $rules }{ $misere }
terminal-table-rules = ，{ $rules ->
    [hop] 跳子
    [welter] Welter 游戏
   *[slide] 滑动
}规则
terminal-table-misere = ，反常规则（misère）
terminal-table-row = 行
terminal-table-board = 棋盘
terminal-table-grundy = SG 值
terminal-table-none = 无
terminal-table-none-needed = 无（先手已无棋可走，直接获胜）
terminal-table-wins = 先手必胜
terminal-table-wins-in = 先手必胜，剩余 { $moves } 步
terminal-table-loses = 在最优策略下先手必败
terminal-table-loses-in = 在最优策略下先手必败，剩余 { $moves } 步
terminal-table-nim-sum = 异或和 { $value }{ $note }：{ $verdict }
# 必胜着法列表中两步之间。
terminal-table-move-separator = {"、"}
terminal-table-winning-moves = 必胜着法：{ $moves }
terminal-table-bound = 至多还有 { $bound } 步：即每枚棋子右边的空格数之和，每一步都至少让它减少 1
terminal-table-remoteness-over = 剩余步数 0：已经无棋可走
terminal-table-remoteness = 剩余步数 { $moves }：赢家尽快取胜、输家尽量拖延时，对局还要走 { $moves } 步
terminal-table-remoteness-unknown = 剩余步数：对这个棋盘未知（只对小棋盘做搜索），已知的只有上面的上界
terminal-table-no-moves = 所有着法：无，没有棋子可以移动
terminal-table-every-move = 所有着法及走后的局面：
terminal-table-move-wins = 胜着
terminal-table-move-loses = 败着
# 这些占位符上不要用选择器：每一步都要填这一行。
terminal-table-move = 第 { $row } 行 SG 值 { $before } -> { $after }，异或和 -> { $nim_sum }，{ $step }{ $after_moves }
terminal-table-move-remoteness = ，之后剩余步数 { $moves }
terminal-table-why = 为什么：

## `play` 的画面。

terminal-play-seed = 随机种子：{ $seed }
terminal-play-misere = 本局为反常规则（misère）：无法走棋的一方获胜
terminal-play-winner = { $winner ->
    [you] 你赢了！
   *[engine] 引擎赢了。
}
terminal-play-undone = 已收回：{ $moves }
terminal-play-cannot-undo = 无法收回：你还没有走过棋
terminal-play-unknown = 未知命令：{ $command }（输入 help 查看命令）
terminal-play-engine-moves = 引擎走了 { $move }
terminal-play-hint-wins = 提示：{ $move } 是胜着
terminal-play-hint-wins-in = 提示：{ $move } 是胜着（当前剩余 { $moves } 步）
terminal-play-hint-loses = 提示：在最优策略下每一步都是败着；{ $move } 能拖得最久（仍会输）
terminal-play-hint-loses-in = 提示：在最优策略下每一步都是败着；{ $move } 能拖得最久（仍会输，当前剩余 { $moves } 步）
terminal-play-hint-stuck = 提示：没有棋子可以移动
terminal-play-prompt = 请走棋>
terminal-play-value = SG 值 { $value }
terminal-play-nim-sum = 异或和 { $value }
terminal-play-last-move = 上一步 { $move }（{ $left } 是棋子离开的位置，{ $landed } 是它落下的位置）
terminal-play-accuracy = { $player ->
    [you] 你的准确率
   *[engine] 引擎的准确率
}：{ $accuracy }%
terminal-play-help =
    命令：
      R:C      移动第 R 行、第 C 列的棋子（R:C->D 同时指定落点列 D）
      hint     看引擎的建议
      undo     收回你的上一步和引擎的应着
      values   显示或隐藏各行的 SG 值和异或和
      help     显示本帮助
      quit     结束对局（Ctrl-D 也可以）

## 屏幕上说明着法为什么不合法。

terminal-play-illegal = 这步棋不能走：{ $why }
terminal-play-bad-number = { $command }：{ $what }必须是正整数

## `puzzle`。

terminal-puzzle-tempting = 诱人的败着：{ $tempting ->
    [0] 无（共 { $moves } 种着法）
   *[other] { $moves } 种着法中有 { $tempting } 种
}
terminal-puzzle-sooner = 最快的胜着：比次快的胜着早 { $turns } 回合取胜；较慢的胜着：{ $moves } 种着法中有 { $slower } 种
terminal-puzzle-seed = 谜题种子 { $seed }（{ $command } 可以重现它）

## `review`（以及 `play` 结束时）：每步一行，然后每位棋手一行。

# $class：best、good、blunder 或 hasty。
review-class = { $class ->
    [best] 最佳
    [good] 好棋
    [blunder] 失误
   *[hasty] 过急
}
# $remoteness 和 $best：下面两条消息，或者为空。
review-move = 第 { $number } 步（{ $player ->
    [first] 先手
   *[second] 后手
}）：{ $move }，{ $class }{ $remoteness }{ $best }
review-remoteness = ，剩余步数 { $before } -> { $after }
review-best-moves = ；最佳着法：{ $moves }
# 先列出前几个最佳着法，再说还有几个。
review-best-moves-more = ；最佳着法：{ $moves }，另有 { $more } 个
review-accuracy = { $player ->
    [first] 先手
   *[second] 后手
}：准确率 { $accuracy }%，共 { $moves } 步：最佳 { $best }、好棋 { $good }、过急 { $hasty }、失误 { $blunder }
review-game = 第 { $number } 局：{ $board }

## `review` 读到写明你执哪一方的棋谱（最后一个词 you=first 或 you=second）：每步和每位棋手都称为你或引擎。

review-move-by = 第 { $number } 步（{ $player ->
    [you] 你
   *[engine] 引擎
}）：{ $move }，{ $class }{ $remoteness }{ $best }
# $side：first 或 second，这位棋手执的一方。
review-accuracy-by = { $player ->
    [you] 你
   *[engine] 引擎
}（{ $side ->
    [first] 先手
   *[second] 后手
}）：准确率 { $accuracy }%，共 { $moves } 步：最佳 { $best }、好棋 { $good }、过急 { $hasty }、失误 { $blunder }

## 终端里的 `puzzle`：输入的一行不是着法。

terminal-puzzle-not-a-move = “{ $command }”不是着法：请写 R:C（第 R 行第 C 列的棋子）或 R:C->D（同时写明落点）；输入 quit 放弃

## `learn`：终端上的课程（不含它的行协议，协议的标签从不改变），`learn --list` 的
## 标题来自 lessons.ftl，以及 `learn --reset`。

terminal-learn-lesson = 第 { $number } 课：{ $title }
terminal-learn-how = 每行输入一个答案：问 SG 值时输入一个整数，其余情况输入一步棋 R:C（或 R:C->D，同时写明落点）。输入 hint 查看提示；输入 quit 退出，已完成的练习会保留。
terminal-learn-exercise = 练习 { $number }/{ $total } · { $kind }
terminal-learn-rules = 规则：{ $rules }
# `win` 练习：规定步数（par）是取胜时自己最多可走的步数。
terminal-learn-exercise-par = 练习 { $number }/{ $total } · { $kind } · 规定步数 { $par } 步
terminal-learn-prompt-value = 你的答案>
terminal-learn-hint = 提示：{ $hint }
terminal-learn-not-an-answer = 答案无效：{ $why }
terminal-learn-wrong = { $says }再试一次（输入 hint 查看提示）。
# $marks：得到的星，★★☆。
terminal-learn-stars = 完成：{ $marks }（{ $stars } 颗星，满分 3 颗）
terminal-learn-problems = 用到本课思路的比赛题：
terminal-learn-problem = {"  "}{ $name }「{ $title }」：{ $hint }
terminal-learn-lesson-solved = 第 { $number } 课已完成：{ $marks }
terminal-learn-lesson-unsolved = 第 { $number } 课：已完成 { $solved }/{ $total } 道练习
terminal-learn-next = 下一课：hopnim learn { $id }（{ $title }）
terminal-learn-all-solved = 所有课程都已完成。用 hopnim learn LESSON 可以重学其中一课，用 hopnim learn --list 可以列出所有课程。
terminal-learn-reset-one = 已清除第 { $number } 课（{ $title }）的进度：原已完成 { $solved } 道练习。
terminal-learn-reset-all = 已清除所有课程的进度：原已完成 { $solved } 道练习。
terminal-learn-reset-unread = 已清除所有课程的进度：删除了无法读取的 { $file }。

## `learn` 的错误。

terminal-learn-no-data-dir = 找不到用户数据目录，无法保存学习进度：请设置 XDG_DATA_HOME 或 HOME
terminal-learn-progress-corrupt = { $file } 不是 hopnim 课程的进度文件（{ $why }）：可以用 hopnim learn --reset 清除它
terminal-learn-progress-too-large = 文件大小超过 { $bytes } 字节
