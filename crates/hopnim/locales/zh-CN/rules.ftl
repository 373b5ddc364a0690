# 各规则集自己的用语（game/rules/ 中每个规则集的文件给出它们的 id）：
# rules-<名称>-<用语>。

## 计数与名词。

count-pieces = { $count } 枚棋子
count-cells = { $count } 格
count-rows = { $count } 行
count-moves = { $count } 步
noun-pieces = 棋子
noun-cells = 格子

## hop：HDU 5724。

rules-hop-label = 跳子（落在第一个空格）
rules-hop-summary = 向右移到第一个空格，越过紧挨在它右边的一整块棋子（HDU 5724）
rules-hop-column = 阶梯（级:堆，* 奇数级：计入）
rules-hop-step = 搬下 { $count } 枚棋子
rules-hop-introduction = 一枚棋子右边有 f 个空格，就说它站在第 f 级台阶上；同一级台阶上的棋子组成这一级的堆。
rules-hop-reduction = 只有奇数级台阶起作用：一步把若干棋子从第 f 级台阶搬到第 f-1 级。对手把棋子从偶数级搬到奇数级时，你总能把同样的棋子继续搬到下一个偶数级，奇数级台阶便恢复原样；第 0 级是地面，棋子到了那里就动不了。所以偶数级台阶从不决定胜负，每一行就相当于在奇数级台阶上玩 Nim，这就是阶梯 Nim 游戏。
rules-hop-firm = 若一行中某个奇数级的堆有 2 枚或更多棋子
rules-hop-all-fickle = 每个奇数级的堆都只有 0 或 1 枚棋子
rules-hop-firm-note = ，有奇数级的堆不少于 2 枚
rules-hop-fickle-note = ，每个奇数级的堆都是 0 或 1
rules-hop-move-story = 把 { $cells } 枚棋子从第 { $stair } 级台阶搬到第 { $below } 级：第 { $row } 行的奇数级台阶从“{ $before }”变为“{ $after }”，{ $values }
rules-hop-move-size = 它只把 { $count } 枚棋子搬下一级台阶

## welter：Welter 游戏。

rules-welter-label = Welter 游戏（落在任一空格）
rules-welter-summary = 可以向右移到任意一个空格，中间不论有什么都可越过
rules-welter-column = 硬币（每枚棋子右边的格数）
rules-welter-step = 移动 { $count } 格
rules-welter-introduction = Welter 游戏：右边有 p 个格子的棋子就是硬币 p；一步把一枚硬币移到任何一个更小、且没有别的硬币占着的数（即它右边的任一空格）。
rules-welter-reduction = 这些硬币不是相互独立的堆：一枚硬币不能落在另一枚所在的地方。Welter 证明了（1954 年；Conway《On Numbers and Games》第 13 章）：一行的 SG 值是它的硬币的 Welter 函数，可以用下面的配对求出：把二进制表示末尾相同的位数最多的两枚硬币配成一对，再在剩下的硬币里重复，直到至多剩一枚；每一对 a、b 计为 (a xor b) - 1，落单的硬币计为它自己，这一行的 SG 值就是这些数的异或和。
rules-welter-firm = 去掉一行中从 0 起连续排满的硬币（0、1、2、…），在剩下的、直到最高硬币为止的区间里，把两端对称的数两两配对（最小的配最大的，次小的配次大的，……），若其中有一对数不是恰好有一个被硬币占着
rules-welter-all-fickle = 每一行都不稳固
rules-welter-firm-note = ，有稳固的行
rules-welter-fickle-note = ，每一行都不稳固
rules-welter-move-story = 把硬币 { $from } 移到 { $to }：第 { $row } 行的硬币从“{ $before }”变为“{ $after }”，{ $values }
rules-welter-move-size = 它只让棋子移动 { $count } 格

## slide：滑动。

rules-slide-label = 滑动（只滑过空格）
rules-slide-summary = 向右只滑过空格，从不越过棋子
rules-slide-column = 空隙（级:格数，* 奇数级：计入）
rules-slide-step = 移动 { $count } 格
rules-slide-introduction = 从左起把棋子编号为 1、2、…：棋子 i 右边直到下一枚棋子或边界的空格，组成第 i 级台阶上的空隙；每级台阶上的堆就是它那段空隙的格数。
rules-slide-reduction = 只有奇数级台阶起作用：把棋子 i 滑动 k 格，就是从第 i 级台阶的空隙里取走 k 格，加到第 i-1 级的空隙上（第一枚棋子的左边是第 0 级，即地面，它从不起作用）。这就是空隙上的阶梯 Nim 游戏：把格子移到奇数级上的一步，总能被继续往下搬同样的格数抵消，所以每一行就相当于在奇数级空隙上玩 Nim。
rules-slide-firm = 若一行中某个奇数级空隙有 2 格或更多
rules-slide-all-fickle = 每个奇数级空隙都只有 0 或 1 格
rules-slide-firm-note = ，有奇数级空隙不少于 2 格
rules-slide-fickle-note = ，每个奇数级空隙都是 0 或 1
rules-slide-move-story = 把棋子 { $piece } 向右滑 { $cells } 格，这 { $cells } 格从第 { $piece } 级台阶的空隙转到第 { $gap-below } 级的空隙：第 { $row } 行的奇数级空隙从“{ $before }”变为“{ $after }”，{ $values }
rules-slide-move-size = 它只让棋子移动 { $count } 格

## 棋盘拒绝的一步（BoardError::phrase）。

# 列举的各个落点之间。
list-separator = {"、"}
board-refused-no-row = 没有第 { $row } 行（棋盘只有 { $rows } 行）
board-refused-no-piece = { $row }:{ $column } 上没有棋子
board-refused-stuck = { $row }:{ $column } 上的棋子动不了：它右边没有空格
board-refused-blocked = { $row }:{ $column } 上的棋子被挡住了：它右边紧挨着一枚棋子，而按滑动规则，棋子不能越过别的棋子
board-refused-ambiguous = 按{ $rules ->
    [hop] 跳子
    [welter] {" "}Welter 游戏
   *[slide] 滑动
}规则，{ $row }:{ $column } 上的棋子可以落在 { $allowed }，请写明落点，即在 { $row }:{ $column } 后加上 -> 和落点的列号
board-refused-landing = 按{ $rules ->
    [hop] 跳子
    [welter] {" "}Welter 游戏
   *[slide] 滑动
}规则，{ $row }:{ $column } 上的棋子不能落在 { $to }（它可以落在 { $allowed }）
