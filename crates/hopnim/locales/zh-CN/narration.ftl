# `analyze --explain` 的讲解（play/explain.rs）：narration-<部分>。
# 每条消息是一句话或一句话的一部分。`$unit` 是规则集的堆所计的单位的 id
# （noun-pieces 或 noun-cells）：消息按它选词。

## 句中的列举。

narration-separator-items = ，
narration-separator-numbers = 、
narration-separator-clauses = ；
narration-none = 无

## 每一行。

narration-row-heading = 第 { $row } 行：{ $text }
narration-other-rows = 其余 { $count } 行同理，见上表。
narration-row-empty = { $board } 的每一级台阶上都是空的，所以它的 SG 值是 0。
narration-row-pile = 第 { $stair } 级台阶上有 { $pile }
narration-row-stairs = { $board } 中，{ $stairs }；{ $value }。
narration-row-no-odd = { $unit ->
    [noun-cells] 奇数级台阶上一格空隙也没有
   *[other] 没有棋子站在奇数级台阶上
}，所以它的 SG 值是 0
narration-row-odd-one = 奇数级台阶上的堆是 { $pile }，所以它的 SG 值是 { $pile }
narration-row-odd = 奇数级台阶上的堆是 { $piles }，所以它的 SG 值是 { $xor } = { $value }

## Welter 游戏的每一行：它的硬币和配对。

narration-coins-empty = { $board } 中没有棋子，所以它的 SG 值是 0。
narration-coins-pair = { $a } 和 { $b }（{ $digits ->
    [0] 二进制的最后一位就不同
   *[other] 二进制的末尾 { $digits } 位相同
}）配成一对，计为 ({ $a } xor { $b }) - 1 = { $value }
narration-coins-alone = { $coin } 落单，计为 { $coin }
narration-coins-worth-one = 所以它的 SG 值是 { $value }
narration-coins-worth = 所以它的 SG 值是 { $xor } = { $value }
narration-coins = { $board } 的硬币是 { $coins }；{ $mating }；{ $value }。

## 整个棋盘的异或和。

narration-xor-zero = 每一行的 SG 值都是 0，所以整个棋盘的异或和（各行 SG 值的异或）是 0。
narration-xor-one = 有一行的 SG 值是 { $value }，其余各行都是 0，所以整个棋盘的异或和（各行 SG 值的异或）是 { $value }。
narration-xor = 整个棋盘的异或和就是各行 SG 值的异或：{ $values } = { $value }；写成二进制是 { $binary } = { $binary_value }，某一位为 1，当且仅当有奇数个 SG 值在这一位上是 1。
narration-xor-many = 整个棋盘的异或和是各行 SG 值的异或，其中不为 0 的有 { $count } 个：结果是 { $value }。

## 轮到走的一方该怎么走（正常规则）。

narration-plan-no-move = 没有棋子可以移动，所以轮到走的一方已经输了。
narration-move-one-of = { $move }（共有 { $count } 种必胜着法，这是其中之一）
narration-plan-win = 异或和不为 0，所以先手必胜。必胜着法是 { $move }，它{ $story }，于是异或和变为 0。此后对手的每一步都只改变一行的 SG 值，使异或和重新变为非零，而先手总能再把它变回 0，直到对手无棋可走。
narration-plan-lose = 异或和为 0，所以在最优策略下先手必败：每一步都恰好改变一行的 SG 值，留下非零的异或和，对手总能把它变回 0。让对局拖得最久的着法是 { $move }：{ $size }，所以在最多还能走的 { $bound } 步中，它消耗得最少。
narration-move-values = 它的 SG 值从 { $before } 变为 { $after }

## 反常规则。

narration-misere = 反常规则（misère）：无法走棋的一方获胜。{ $firm }，就称这一行是稳固的，否则称它不稳固。和反 Nim（Anti-Nim）一样，只要走完后还有稳固的行，赢家就按正常规则走，留下异或和 0；只有走完后{ $fickle }的那一步不同：它要留下异或和 1，让对手走最后一步。所以轮到走的一方必败，当且仅当有稳固的行且异或和为 0，或者{ $fickle }且异或和为 1；{ $here }。
narration-misere-firm-here = 这里{ $count ->
    [1] 有 1 行稳固：若走完后仍有稳固的行，轮到走的一方要留下异或和 0，和正常规则一样；若走完后{ $fickle }，就要留下异或和 1
   *[other] 有 { $count } 行稳固，而一步只改变一行，所以无论怎么走都仍有稳固的行：轮到走的一方要留下异或和 0，和正常规则完全一样
}
narration-misere-fickle-here = 这里{ $fickle }，所以轮到走的一方要留下异或和 1，让对手走最后一步
narration-misere-stuck-here = 这里已经没有棋子可以移动
narration-misere-no-move = 没有棋子可以移动，所以轮到走的一方已经赢了：在反常规则下，无法走棋的一方获胜。
narration-misere-leaves-firm = 异或和 0，且仍有稳固的行
narration-misere-leaves-fickle = 异或和 1，且{ $fickle }
narration-misere-win = 先手必胜。必胜着法是 { $move }，它{ $story }，并留下{ $leaves }：此后对手每走一步，先手都能照此应对，直到对手被迫走最后一步。
narration-misere-lose = 在最优策略下先手必败。让对局拖得最久的着法是 { $move }：{ $size }，所以在最多还能走的 { $bound } 步中，它消耗得最少。

## 对局还要走多久。

narration-length-unknown = 剩余步数：至多还有 { $bound } 步，这是上界；最优策略下的确切步数只对小棋盘搜索，这个棋盘超出了范围。
narration-length-searched = 剩余步数：赢家尽快取胜、输家尽量拖延时还有 { $remoteness } 步（上界是 { $bound }），这是搜索所有可能的后续局面得出的：在这个游戏里，剩余步数没有已知的计算公式。
narration-length-over = 剩余步数：对局已经结束。
narration-length-lost = 剩余步数：还有 { $remoteness } 步，正好是整个上界。输家每次只把{ $unit ->
    [noun-cells] 一格
   *[other] 一枚棋子
}搬下一级台阶，并总是选这样一步：之后对手的每个必胜应着也都只搬{ $unit ->
    [noun-cells] 一格
   *[other] 一枚棋子
}（这样的一步总是存在），所以每一步都让上界恰好减少 1。
narration-length-won = 剩余步数：还有 { $remoteness } 步。赢家要尽快取胜：在必胜着法中，{ $move } 一步搬下一级台阶的{ $noun }最多（{ $carried }），留下一个上界为 { $left } 的必败态；在必败态中，输家总能让对局走满整个上界，所以 1 + { $left } = { $remoteness }。
narration-length-misere-lost = 剩余步数：还有 { $remoteness } 步，即不超过上界（{ $bound }）的最大奇数。反常规则下最后一步由输家走出，所以从必败态开始，对局总要再走奇数步；输家总能让对局走满上界允许的最大奇数步。
narration-length-misere-won = 剩余步数：还有 { $remoteness } 步。赢家要尽快取胜：在必胜着法中，{ $move } 一步搬下一级台阶的{ $noun }最多（{ $carried }），留下一个上界为 { $left } 的必败态；反常规则下，必败态的剩余步数是不超过其上界的最大奇数，这里是 { $lasts }，所以 1 + { $lasts } = { $remoteness }。
